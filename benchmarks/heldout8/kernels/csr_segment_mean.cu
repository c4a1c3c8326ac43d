// Held-out suite 8 (frozen). The mean of every segment of a CSR-segmented array (0 for an
// empty one), a thread per segment walking it.
extern "C" __global__ void csr_segment_mean(const int *offsets, const float *vals,
                                            float *mean, int nseg)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < nseg) {
        int b = offsets[s], e = offsets[s + 1];
        float acc = 0.0f;
        for (int j = b; j < e; j++)
            acc += vals[j];
        mean[s] = e > b ? acc / (float)(e - b) : 0.0f;
    }
}
