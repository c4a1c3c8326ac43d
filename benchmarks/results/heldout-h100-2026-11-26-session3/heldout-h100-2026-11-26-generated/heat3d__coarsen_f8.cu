extern "C" __global__ void heat3d_cf8x(const float* A, float* B, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int k_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int k_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int k_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int k_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int k_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int k_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int k_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int k_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (k_2 < n && j < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        int c_2 = (i * n + j) * n + k_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (i == 0 || j == 0 || k_2 == 0 || i == n - 1 || j == n - 1 || k_2 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_2] = A[c_2];
        } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float di_2 = A[c_2 + n * n] - 2.0f * A[c_2] + A[c_2 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dj_2 = A[c_2 + n] - 2.0f * A[c_2] + A[c_2 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dk_2 = A[c_2 + 1] - 2.0f * A[c_2] + A[c_2 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_2] = 0.125f * di_2 + 0.125f * dj_2 + 0.125f * dk_2 + A[c_2];
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (k_3 < n && j < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        int c_3 = (i * n + j) * n + k_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (i == 0 || j == 0 || k_3 == 0 || i == n - 1 || j == n - 1 || k_3 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_3] = A[c_3];
        } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float di_3 = A[c_3 + n * n] - 2.0f * A[c_3] + A[c_3 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dj_3 = A[c_3 + n] - 2.0f * A[c_3] + A[c_3 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dk_3 = A[c_3 + 1] - 2.0f * A[c_3] + A[c_3 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_3] = 0.125f * di_3 + 0.125f * dj_3 + 0.125f * dk_3 + A[c_3];
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (k_4 < n && j < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        int c_4 = (i * n + j) * n + k_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (i == 0 || j == 0 || k_4 == 0 || i == n - 1 || j == n - 1 || k_4 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_4] = A[c_4];
        } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float di_4 = A[c_4 + n * n] - 2.0f * A[c_4] + A[c_4 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dj_4 = A[c_4 + n] - 2.0f * A[c_4] + A[c_4 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dk_4 = A[c_4 + 1] - 2.0f * A[c_4] + A[c_4 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_4] = 0.125f * di_4 + 0.125f * dj_4 + 0.125f * dk_4 + A[c_4];
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (k_5 < n && j < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        int c_5 = (i * n + j) * n + k_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (i == 0 || j == 0 || k_5 == 0 || i == n - 1 || j == n - 1 || k_5 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_5] = A[c_5];
        } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float di_5 = A[c_5 + n * n] - 2.0f * A[c_5] + A[c_5 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dj_5 = A[c_5 + n] - 2.0f * A[c_5] + A[c_5 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dk_5 = A[c_5 + 1] - 2.0f * A[c_5] + A[c_5 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_5] = 0.125f * di_5 + 0.125f * dj_5 + 0.125f * dk_5 + A[c_5];
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (k_6 < n && j < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        int c_6 = (i * n + j) * n + k_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (i == 0 || j == 0 || k_6 == 0 || i == n - 1 || j == n - 1 || k_6 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_6] = A[c_6];
        } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float di_6 = A[c_6 + n * n] - 2.0f * A[c_6] + A[c_6 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dj_6 = A[c_6 + n] - 2.0f * A[c_6] + A[c_6 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dk_6 = A[c_6 + 1] - 2.0f * A[c_6] + A[c_6 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_6] = 0.125f * di_6 + 0.125f * dj_6 + 0.125f * dk_6 + A[c_6];
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (k_7 < n && j < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        int c_7 = (i * n + j) * n + k_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (i == 0 || j == 0 || k_7 == 0 || i == n - 1 || j == n - 1 || k_7 == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_7] = A[c_7];
        } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float di_7 = A[c_7 + n * n] - 2.0f * A[c_7] + A[c_7 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dj_7 = A[c_7 + n] - 2.0f * A[c_7] + A[c_7 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            float dk_7 = A[c_7 + 1] - 2.0f * A[c_7] + A[c_7 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            B[c_7] = 0.125f * di_7 + 0.125f * dj_7 + 0.125f * dk_7 + A[c_7];
        }
    }
}
