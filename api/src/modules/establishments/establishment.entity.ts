import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PlanName } from '@salao/contracts';

@Entity('establishments')
export class Establishment {
  @PrimaryGeneratedColumn() id: number;
  @Column('text') name: string;
  @Column('text', { name: 'owner_name', nullable: true }) ownerName: string | null;
  @Column('text', { nullable: true }) email: string | null;
  @Column('text', { nullable: true }) phone: string | null;
  @Column('text', { name: 'whatsapp_number', nullable: true }) whatsappNumber: string | null;
  @Column('text', { nullable: true }) segment: string | null;
  @Column('text', { nullable: true }) address: string | null;
  @Column('text', { nullable: true }) logo: string | null;
  @Column('text') timezone: string;
  @Column('text') plan: PlanName;
  @Column('timestamptz', { name: 'trial_ends_at', nullable: true }) trialEndsAt: Date | null;
  @Column('int', { name: 'session_timeout_minutes' }) sessionTimeoutMinutes: number;
  /** Authenticates the establishment's integrations (n8n, WhatsApp webhooks). */
  @Column('text', { name: 'api_key', select: false }) apiKey: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
