const week = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
type Day = (typeof week)[number];

/** Day names in the shop's languages, Monday first, as the seeded and CMS hours write them. */
const dayNames = [
  ['luni', 'marți', 'miercuri', 'joi', 'vineri', 'sâmbătă', 'duminică'],
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'],
  ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
];
const everyDay = /zilnic|every day|daily|ежедневно|tutti i giorni/;

export interface OpeningHours {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: Day[];
  opens: string;
  closes: string;
}

const dayIndex = (word: string) => {
  for (const names of dayNames) {
    const index = names.indexOf(word);
    if (index >= 0) return index;
  }
  return -1;
};

const clock = (time: string) => time.padStart(5, '0');

function daysOf(text: string): Day[] {
  if (everyDay.test(text)) return [...week];
  const range = /(\p{L}+)\s*[–—-]\s*(\p{L}+)/u.exec(text);
  if (range) {
    const [from, to] = [dayIndex(range[1]!), dayIndex(range[2]!)];
    if (from >= 0 && to >= from) return week.slice(from, to + 1);
  }
  return (text.match(/\p{L}+/gu) ?? [])
    .map(dayIndex)
    .filter((index) => index >= 0)
    .map((index) => week[index]!);
}

/**
 * Branch hours as written for people ("Zilnic 8:30–19:30", "Luni–vineri 8:00–18:00; sâmbătă
 * 9:00–14:00") as schema.org OpeningHoursSpecification. A part it cannot read is left out rather
 * than guessed.
 */
export function openingHoursSpecification(text: string): OpeningHours[] {
  return text
    .toLocaleLowerCase()
    .split(/[;\n]/)
    .flatMap((part) => {
      const time = /(\d{1,2}:\d{2})\s*[–—-]\s*(\d{1,2}:\d{2})/.exec(part);
      if (!time) return [];
      const days = daysOf(part.slice(0, time.index));
      return days.length
        ? [
            {
              '@type': 'OpeningHoursSpecification' as const,
              dayOfWeek: days,
              opens: clock(time[1]!),
              closes: clock(time[2]!),
            },
          ]
        : [];
    });
}
