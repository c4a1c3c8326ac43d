extern "C" __global__ void heat3d_cf2x(const float* A, float* B, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int k_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int k_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int i = blockIdx.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (k_0 < n && j < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        int c_0 = (i * n + j) * n + k_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (i == 0 || j == 0 || k_0 == 0 || i == n - 1 || j == n - 1 || k_0 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_0] = A[c_0];
        } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float di_0 = A[c_0 + n * n] - 2.0f * A[c_0] + A[c_0 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dj_0 = A[c_0 + n] - 2.0f * A[c_0] + A[c_0 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dk_0 = A[c_0 + 1] - 2.0f * A[c_0] + A[c_0 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_0] = 0.125f * di_0 + 0.125f * dj_0 + 0.125f * dk_0 + A[c_0];
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (k_1 < n && j < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        int c_1 = (i * n + j) * n + k_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (i == 0 || j == 0 || k_1 == 0 || i == n - 1 || j == n - 1 || k_1 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_1] = A[c_1];
        } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float di_1 = A[c_1 + n * n] - 2.0f * A[c_1] + A[c_1 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dj_1 = A[c_1 + n] - 2.0f * A[c_1] + A[c_1 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dk_1 = A[c_1 + 1] - 2.0f * A[c_1] + A[c_1 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_1] = 0.125f * di_1 + 0.125f * dj_1 + 0.125f * dk_1 + A[c_1];
        }
    }
}
