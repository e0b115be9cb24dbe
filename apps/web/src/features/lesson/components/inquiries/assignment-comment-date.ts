/** 'MM/dd/yyyy' and 'h:mma' of an instant in the browser's time zone (001 §2 assignment comment dates). */
export function commentDateParts(iso: string): { date: string; time: string } | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = d.getHours() % 12 === 0 ? 12 : d.getHours() % 12;
  return {
    date: `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`,
    time: `${hours}:${pad(d.getMinutes())}${d.getHours() < 12 ? 'AM' : 'PM'}`,
  };
}
