export const absencesKey = (staffId: number) => [`/api/staff/${staffId}/vacations`] as const;
