import { useNavigate } from 'react-router-dom';

/** The `navigateTo` action the loan machines name: goes to `params.path`. */
export function useNavigateTo() {
  const navigate = useNavigate();
  return (_: unknown, params: { path: string }) => navigate(params.path);
}
