// Held-out suite 15 (frozen). Whether each 10-digit decimal number (an unsigned 32-bit value,
// leading zeros counted) passes the Luhn check: doubling every second digit from the right
// (digits over 9 less 9), the digit sum is a multiple of 10.
extern "C" __global__ void luhn_check_u32(const unsigned int *number, unsigned char *valid,
                                          int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int v = number[i];
        unsigned int sum = 0;
        for (int k = 0; k < 10; k++) {
            unsigned int d = v % 10u;
            v /= 10u;
            if (k & 1) {
                d *= 2u;
                if (d > 9u)
                    d -= 9u;
            }
            sum += d;
        }
        valid[i] = (unsigned char)(sum % 10u == 0u);
    }
}
