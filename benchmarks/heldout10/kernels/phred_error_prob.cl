// Held-out suite 10 (frozen). The error probability of every base call from its Phred+33
// quality byte: 10^(-(q - 33) / 10).
__kernel void phred_error_prob(__global const uchar *qual, __global float *prob, int n)
{
    int i = get_global_id(0);
    if (i < n)
        prob[i] = exp(-0.23025851f * (float)((int)qual[i] - 33));
}
