// Held-out suite 15 (frozen). The level of two incoherent sound sources together, in dB:
// 10 log10(10^(a / 10) + 10^(b / 10)).
__kernel void decibel_sum_pair(__global const float *a_db, __global const float *b_db,
                               __global float *sum_db, int n)
{
    int i = get_global_id(0);
    if (i < n)
        sum_db[i] = 10.0f * log10(pow(10.0f, 0.1f * a_db[i]) + pow(10.0f, 0.1f * b_db[i]));
}
