import type {Sample} from './meeting';

export const sample: Sample = {
  meetingName: 'Weekly design review',
  hostId: 'user-1001',
  attendee: {
    id: 'user-1002',
    name: 'Seoyeon Lee',
    pushToken:
      'fGx3Rk7TQe6vN2bWm1YcZp:APA91bHq8sV0nR4tK2yL6wE9xJ3uC7iO1aD5fG8hM0pQ2rS4tU6vW8xY0zA2bC4dE6fG8hJ0kL2mN4oP6qR8sT0uV2wX4yZ6aB8cD0eF2gH4iJ6kL8mN0oP2qZr7Hs2Kd9Vb4Nq6Wj1C',
  },
  notice: {title: 'Your meeting starts soon', body: 'Weekly design review starts in 10 minutes.'},
};
