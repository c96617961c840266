/** Whether an account is one of the team: the one place the server reads the admin role. */
export const isAdmin = (user: { role: string } | null | undefined): boolean => user?.role === 'admin';
