// Held-out suite 14 (frozen). Income tax in whole units under three brackets (10% from 10000 to
// 40000, 20% to 100000, 40% above), rounded down; a thread per income.
extern "C" __global__ void tax_brackets_i32(const int *income, int *tax, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int x = income[i];
        int b1 = min(max(x - 10000, 0), 30000);
        int b2 = min(max(x - 40000, 0), 60000);
        int b3 = max(x - 100000, 0);
        tax[i] = (b1 * 10 + b2 * 20 + b3 * 40) / 100;
    }
}
