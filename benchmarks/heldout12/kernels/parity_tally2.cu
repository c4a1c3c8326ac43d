// Held-out suite 12 (frozen). How many integers are even (counts[0]) and odd (counts[1]), each
// thread adding one to the counter of its element. counts starts at zero.
extern "C" __global__ void parity_tally2(const int *v, int *counts, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&counts[v[i] & 1], 1);
}
