extern "C" __global__ void colnorm_scale(const float* A, float* B, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
    int c = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
    if (c < cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
        for (int r = 0; r < rows; r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
            float v = A[r * cols + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
            s += v * v;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
        float inv = 1.0f / sqrtf(s);
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
        for (int r_1 = 0; r_1 < rows; r_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/colnorm_scale.cl"
            B[r_1 * cols + c] = A[r_1 * cols + c] * inv;
    }
}
