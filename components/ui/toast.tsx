'use client';
// Short confirmations of finished actions, on Radix Toast (announced politely to screen readers).
import { Toast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';

type Message = { id: number; text: string; tone: 'success' | 'error' };
const ToastContext = createContext<(text: string, tone?: Message['tone']) => void>(() => undefined);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<Message[]>([]);
  const notify = useCallback((text: string, tone: Message['tone'] = 'success') => {
    setMessages((current) => [...current, { id: Date.now() + Math.random(), text, tone }]);
  }, []);
  return (
    <ToastContext.Provider value={notify}>
      <Toast.Provider swipeDirection="right" duration={4000}>
        {children}
        {messages.map((message) => (
          <Toast.Root
            key={message.id}
            onOpenChange={(open) => {
              if (!open) setMessages((current) => current.filter((m) => m.id !== message.id));
            }}
            className={`rounded-lg border px-4 py-3 text-sm shadow-lg ${message.tone === 'error' ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900'}`}
          >
            <Toast.Description>{message.text}</Toast.Description>
          </Toast.Root>
        ))}
        <Toast.Viewport className="fixed bottom-4 right-4 z-50 flex w-80 max-w-[92vw] flex-col gap-2" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
