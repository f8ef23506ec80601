/** A paged list asked for again: another filter (`filterChanged`) starts at page 1, a page number goes to that page. */
export function turnPage(state: { pageNo: number }, filterChanged: boolean, pageNo: number | undefined): void {
  if (filterChanged) state.pageNo = 1;
  if (pageNo) state.pageNo = pageNo;
}
