import { useEffect, useState } from 'react';
import { dayjs } from '@salao/contracts';

/** Today and the minutes since midnight, refreshed each minute (for the now-line). */
function readNow(): { date: string; minutes: number } {
  const d = dayjs();
  return { date: d.format('YYYY-MM-DD'), minutes: d.hour() * 60 + d.minute() };
}

export function useNowMinutes(): { date: string; minutes: number } {
  const [now, setNow] = useState(readNow);
  useEffect(() => {
    const id = setInterval(() => setNow(readNow()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}
