import type { QueryClient } from '@tanstack/react-query';
import type { TreeNode } from '@redbi/shared/tree';

interface MoveOf {
  id: string;
  parentId: string | null;
  index: number;
}

/**
 * A tree move's mutation callbacks: the cached list shows the node at its new place at once, is put back
 * if the server refuses, and is read again either way.
 */
export function optimisticMove<T extends TreeNode>(queryClient: QueryClient, listKey: readonly unknown[]) {
  return {
    onMutate: async ({ id, parentId, index }: MoveOf) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<T[]>(listKey);
      queryClient.setQueryData<T[]>(listKey, (nodes) => nodes?.map((node) => (node.id === id ? { ...node, parentId, index } : node)));
      return { previous };
    },
    onError: (_error: unknown, _move: MoveOf, context: { previous: T[] | undefined } | undefined) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  };
}
