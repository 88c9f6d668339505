/**
 * antd's Input and Password without the rest of antd's input module (TextArea, Search, OTP): the login
 * and setup routes use these to stay within the 300 KB budget of the login page (issue 2).
 */
export { default as PasswordInput } from 'antd/es/input/Password';
export { default as TextInput } from 'antd/es/input/Input';
