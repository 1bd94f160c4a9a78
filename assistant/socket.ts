import type { Server } from 'socket.io'

/**
 * The chat assistant's socket.io adapter. For now it greets each connection
 * and answers `ping`; the conversation engine plugs in here (assistant/engine).
 */
export function attachAssistant(io: Server): void {
  io.on('connection', (socket) => {
    socket.emit('connection_success', {
      message: 'Connected to the Castline assistant',
      socketId: socket.id,
      timestamp: new Date().toISOString(),
    })
    socket.on('ping', () => {
      socket.emit('pong', { timestamp: new Date().toISOString() })
    })
  })
}
