// Held-out suite 15 (frozen). Whether each 10-digit decimal number (an unsigned 32-bit value,
// leading zeros counted) passes the Luhn check: doubling every second digit from the right
// (digits over 9 less 9), the digit sum is a multiple of 10.
__kernel void luhn_check_u32(__global const uint *number, __global uchar *valid, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        uint v = number[i];
        uint sum = 0;
        for (int k = 0; k < 10; k++) {
            uint d = v % 10u;
            v /= 10u;
            if (k & 1) {
                d *= 2u;
                if (d > 9u)
                    d -= 9u;
            }
            sum += d;
        }
        valid[i] = (uchar)(sum % 10u == 0u);
    }
}
