// Held-out suite 11 (frozen). The total weight of each of eight classes, a thread per
// element adding its weight to the counter of its label. sums starts at zero.
extern "C" __global__ void class_weight_tally8(const unsigned char *label, const int *weight,
                                               int *sums, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&sums[label[i] & 7], weight[i]);
}
