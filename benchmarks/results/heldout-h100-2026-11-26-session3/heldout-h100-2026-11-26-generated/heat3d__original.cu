extern "C" __global__ void heat3d(const float* A, float* B, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int k = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int i = blockIdx.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (k < n && j < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        int c = (i * n + j) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (i == 0 || j == 0 || k == 0 || i == n - 1 || j == n - 1 || k == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c] = A[c];
        } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float di = A[c + n * n] - 2.0f * A[c] + A[c - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dj = A[c + n] - 2.0f * A[c] + A[c - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dk = A[c + 1] - 2.0f * A[c] + A[c - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c] = 0.125f * di + 0.125f * dj + 0.125f * dk + A[c];
        }
    }
}
