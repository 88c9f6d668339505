/** Where the Vizs page shows storyboards: one at `…/storyboards/<id>`, its editor and its player below it. */
export const storyboardPaths = (orgId: string) => {
  const base = `/organizations/${orgId}/vizs/storyboards`;
  return {
    base,
    open: (id: string) => `${base}/${id}`,
    edit: (id: string) => `${base}/${id}/edit`,
    play: (id: string) => `${base}/${id}/play`,
  };
};
