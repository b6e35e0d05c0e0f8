export interface NotificationDto {
  id: number;
  type: string;
  title: string;
  message: string;
  createdAt: string;
  appointmentId: number | null;
}
