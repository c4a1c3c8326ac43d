extern "C" __global__ void lu4_batched(const float* A, float* LU, int nb) {
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    int b = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
    if (b < nb) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        float a[16];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e = 0; e < 16; e++)
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            a[e] = A[16 * b + e];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int k = 0; k < 4; k++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            float inv = 1.0f / a[5 * k];
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            for (int i = k + 1; i < 4; i++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                float l = a[4 * i + k] * inv;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                a[4 * i + k] = l;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                for (int j = k + 1; j < 4; j++)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
                    a[4 * i + j] -= l * a[4 * k + j];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
        for (int e_1 = 0; e_1 < 16; e_1++)
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/lu4_batched.cl"
            LU[16 * b + e_1] = a[e_1];
    }
}
