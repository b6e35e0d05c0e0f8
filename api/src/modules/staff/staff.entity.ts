import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A collaborator of an establishment; a login (users.staff_id) is optional. */
@Entity('staff')
export class Staff {
  @PrimaryGeneratedColumn() id: number;
  @Column('int', { name: 'establishment_id' }) establishmentId: number;
  @Column('text') name: string;
  /** Job title, e.g. 'Cabeleireira'. */
  @Column('text') role: string;
  @Column('text', { nullable: true }) phone: string | null;
  @Column('text', { nullable: true }) email: string | null;
  @Column('boolean', { name: 'has_system_access' }) hasSystemAccess: boolean;
  @Column('numeric', { name: 'salary_amount', precision: 12, scale: 2, nullable: true }) salaryAmount: string | null;
  @Column('numeric', { name: 'commission_rate', precision: 5, scale: 2, nullable: true }) commissionRate: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
