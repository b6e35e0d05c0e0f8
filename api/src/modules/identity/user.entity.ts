import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '@salao/contracts';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn() id: number;
  @Column('int', { name: 'establishment_id' }) establishmentId: number;
  @Column('int', { name: 'staff_id', nullable: true }) staffId: number | null;
  @Column('text') name: string;
  @Column('text') email: string;
  @Column('text', { name: 'password_hash', select: false }) passwordHash: string;
  @Column('text') role: Role;
  @Column('boolean', { name: 'is_active' }) isActive: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
