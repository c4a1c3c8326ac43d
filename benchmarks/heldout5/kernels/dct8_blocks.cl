// Held-out suite 5 (frozen). The orthonormal 8-point DCT-II of every block of eight floats:
// X[k] = sum_m C8[k][m] x[m], the 8 x 8 coefficients given as a table. One thread per
// block, reading and writing it one float at a time.
__kernel void dct8_blocks(__global const float *x, __global const float *C8, __global float *X,
                          int nblocks)
{
    int b = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (b < nblocks) {
        float v[8];
        for (int m = 0; m < 8; m++)
            v[m] = x[8 * b + m];
        for (int k = 0; k < 8; k++) {
            float s = 0.0f;
            for (int m = 0; m < 8; m++)
                s += C8[8 * k + m] * v[m];
            X[8 * b + k] = s;
        }
    }
}
