// Held-out suite (frozen). PolyBench 2mm, first step: tmp = alpha A B (A ni x nk, B nk x nj),
// work-item (x = j, y = i).
__kernel void mm2_step(__global const float *A, __global const float *B, __global float *tmp,
                       float alpha, int ni, int nj, int nk)
{
    int j = get_global_id(0);
    int i = get_global_id(1);
    if (i < ni && j < nj) {
        float s = 0.0f;
        for (int k = 0; k < nk; k++)
            s += A[i * nk + k] * B[k * nj + j];
        tmp[i * nj + j] = alpha * s;
    }
}
