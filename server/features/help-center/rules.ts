/**
 * Who a vote is counted for: the signed-in employee (on every device), else the visitor's device
 * (the id the browser keeps in localStorage). One vote per question and voter.
 */
export function voterOf(employeeId: number | null, deviceId: string): string {
  return employeeId === null ? `d:${deviceId}` : `u:${employeeId}`
}
