extern "C" __global__ void gemver_outer(float* A, const float* u1, const float* v1, const float* u2, const float* v2, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int j = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    int i = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
    if (i < n && j < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/gemver_outer.cl"
        A[i * n + j] = A[i * n + j] + u1[i] * v1[j] + u2[i] * v2[j];
}
