// Held-out suite 13 (frozen). A weighted sum of k planes of n floats (a 1 x 1 channel mix),
// out[i] = sum_c wts[c] planes[c n + i], a thread per element adding into out[i] plane by plane.
extern "C" __global__ void plane_mix_global_acc(const float *planes, const float *wts,
                                                float *out, int n, int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = 0.0f;
        for (int c = 0; c < k; c++)
            out[i] += wts[c] * planes[c * n + i];
    }
}
