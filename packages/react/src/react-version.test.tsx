// Guards the React matrix: this file runs in the React 19 project (packages/react) and in the React 18
// project (packages/react-18-tests, which sets STOREFRONT_KIT_EXPECTED_REACT=18). If the aliases broke
// and both runs used the same React, one of them fails here.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { describe, expect, it } from 'vitest';

const expected = process.env.STOREFRONT_KIT_EXPECTED_REACT ?? '19';

describe('React matrix', () => {
  it(`runs on React ${expected}`, () => {
    expect(React.version.split('.')[0]).toBe(expected);
    expect(ReactDOM.version).toBe(React.version);
  });

  it('Testing Library and TanStack Query share the same React (hooks work across them)', async () => {
    const { result } = renderHook(() => React.useState(1));
    expect(result.current[0]).toBe(1);
    const client = new QueryClient();
    function Answer() {
      const { data } = useQuery({ queryKey: ['answer'], queryFn: async () => 42 });
      return <p>{data ?? 'loading'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Answer />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('42')).toBeTruthy();
  });
});
