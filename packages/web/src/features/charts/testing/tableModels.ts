import type { TableModel } from '@redbi/charts';

export const tableStyle: TableModel['style'] = {
  headerBackground: '#F5F6F8',
  headerColor: '#1F2329',
  border: '#E5E6EB',
  color: '#1F2329',
  stripe: '#FAFBFC',
  fontSize: 12,
  lineHeight: 1.5,
};

/** A table model as the table chart builds it: a region column and a formatted amount column. */
export function regionTable(rowCount: number, extra: Partial<TableModel> = {}): TableModel {
  return {
    columns: [
      { uid: 'region', title: 'Region', align: 'left', sortable: true },
      { uid: 'amount', title: 'SUM(amount)', align: 'right', sortable: true },
    ],
    rows: Array.from({ length: rowCount }, (_, index) => ({
      cells: [
        { text: `Region ${index + 1}`, value: `Region ${index + 1}` },
        { text: `${(index + 1) * 1000}.50`.replace(/\B(?=(\d{3})+(?!\d))/g, ','), value: (index + 1) * 1000 + 0.5 },
      ],
    })),
    style: tableStyle,
    ...extra,
  };
}
