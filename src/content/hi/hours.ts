import { site } from '../../config/site';

/** Weekday names for the opening hours (site.hours.days is in English). */
const weekdays: Record<string, string> = {
  Monday: 'सोमवार',
  Tuesday: 'मंगलवार',
  Wednesday: 'बुधवार',
  Thursday: 'गुरुवार',
  Friday: 'शुक्रवार',
  Saturday: 'शनिवार',
  Sunday: 'रविवार',
};

/** "09:00" -> "सुबह 9", "18:00" -> "शाम 6". */
function clock(hhmm: string): string {
  const hour = Number(hhmm.slice(0, 2));
  if (hour < 12) return `सुबह ${hour}`;
  if (hour < 16) return `दोपहर ${hour === 12 ? 12 : hour - 12}`;
  return `शाम ${hour - 12}`;
}

/** site.hours.text in Hindi, for the page copy: "सोमवार से शनिवार, सुबह 9 से शाम 6 बजे तक". */
export const hoursText = `${weekdays[site.hours.days[0]]} से ${weekdays[site.hours.days[site.hours.days.length - 1]]}, ${clock(site.hours.opens)} से ${clock(site.hours.closes)} बजे तक`;
