export interface NotificationDto {
  id: number;
  type: string;
  title: string;
  message: string;
  createdAt: string;
  appointmentId: number | null;
}

/** PATCH /api/notifications/{id}/read. */
export interface NotificationReadDto {
  id: number;
  read: true;
}
