import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  Label,
} from '@sb/web-kit';
import { Trophy } from 'lucide-react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { PRODUCT_TITLE } from '../app/product';
import { AUTH_COPY, BUSY_LABEL } from './auth-copy';
import { useAuthForm } from './use-auth-form';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
  background: radial-gradient(circle at 50% 0%, ${({ theme }) => theme.colors.raised} 0%, transparent 60%);
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 400px;
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Switch = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

/** The only screen a signed-out visitor sees: sign in, or create an account that an admin then approves. */
export function LoginScreen() {
  const { mode, fields, feedback, busy, setField, switchMode, submit } = useAuthForm();
  const copy = AUTH_COPY[mode];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Page>
      <Column>
        <Brand>
          <Trophy size={24} aria-hidden />
          {PRODUCT_TITLE}
        </Brand>
        <Card>
          <CardHeader>
            <CardTitle as="h1">{copy.title}</CardTitle>
            <CardDescription>{copy.subtitle}</CardDescription>
          </CardHeader>
          <CardContent>
            <Form onSubmit={onSubmit} aria-label={copy.title}>
              {feedback && (
                <Alert variant={feedback.kind === 'error' ? 'destructive' : 'success'}>{feedback.text}</Alert>
              )}
              <Field>
                <Label htmlFor="username">Username</Label>
                <Input
                  id="username"
                  autoComplete="username"
                  required
                  value={fields.username}
                  onChange={(event) => setField('username', event.target.value)}
                />
              </Field>
              <Field>
                <Label htmlFor="password">Password</Label>
                <Input
                  id="password"
                  type="password"
                  autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                  required
                  value={fields.password}
                  onChange={(event) => setField('password', event.target.value)}
                />
              </Field>
              {mode === 'register' && (
                <Field>
                  <Label htmlFor="confirm-password">Confirm Password</Label>
                  <Input
                    id="confirm-password"
                    type="password"
                    autoComplete="new-password"
                    required
                    value={fields.confirmPassword}
                    onChange={(event) => setField('confirmPassword', event.target.value)}
                  />
                </Field>
              )}
              <Button type="submit" disabled={busy}>
                {busy ? BUSY_LABEL : copy.submit}
              </Button>
              <Switch>
                {copy.switchPrompt}{' '}
                <LinkButton type="button" onClick={switchMode}>
                  {copy.switchAction}
                </LinkButton>
              </Switch>
            </Form>
          </CardContent>
        </Card>
      </Column>
    </Page>
  );
}
