// Held-out suite 10 (frozen). The error probability of every base call from its Phred+33
// quality byte: 10^(-(q - 33) / 10).
extern "C" __global__ void phred_error_prob(const unsigned char *qual, float *prob, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        prob[i] = expf(-0.23025851f * (float)((int)qual[i] - 33));
}
