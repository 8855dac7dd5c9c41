import {defineConfig} from 'vite';

export default defineConfig({
  server: {
    proxy: {'/api': `http://localhost:${process.env.PORT ?? 8787}`},
  },
});
