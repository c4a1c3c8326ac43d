extern "C" __global__ void heat3d_cf16y_st32(const float* A, float* B, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int k = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_0 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 32u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_1 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 64u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_2 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 96u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_3 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 128u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_4 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 160u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_5 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 192u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_6 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 224u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_7 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 256u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_8 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 288u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_9 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 320u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_10 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 352u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_11 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 384u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_12 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 416u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_13 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 448u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_14 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int j_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 480u < 8u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        j_15 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    int i = blockIdx.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_0 = (i * n + j_0) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_0 == 0 || k == 0 || i == n - 1 || j_0 == n - 1 || k == n - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 32u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_1 = (i * n + j_1) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_1 == 0 || k == 0 || i == n - 1 || j_1 == n - 1 || k == n - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 64u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_2 = (i * n + j_2) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_2 == 0 || k == 0 || i == n - 1 || j_2 == n - 1 || k == n - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 96u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_3 = (i * n + j_3) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_3 == 0 || k == 0 || i == n - 1 || j_3 == n - 1 || k == n - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 128u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_4 = (i * n + j_4) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_4 == 0 || k == 0 || i == n - 1 || j_4 == n - 1 || k == n - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 160u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_5 = (i * n + j_5) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_5 == 0 || k == 0 || i == n - 1 || j_5 == n - 1 || k == n - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 192u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_6 = (i * n + j_6) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_6 == 0 || k == 0 || i == n - 1 || j_6 == n - 1 || k == n - 1) {
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
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 224u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_7 = (i * n + j_7) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_7 == 0 || k == 0 || i == n - 1 || j_7 == n - 1 || k == n - 1) {
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
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 256u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_8 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_8 = (i * n + j_8) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_8 == 0 || k == 0 || i == n - 1 || j_8 == n - 1 || k == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_8] = A[c_8];
            } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float di_8 = A[c_8 + n * n] - 2.0f * A[c_8] + A[c_8 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dj_8 = A[c_8 + n] - 2.0f * A[c_8] + A[c_8 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dk_8 = A[c_8 + 1] - 2.0f * A[c_8] + A[c_8 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_8] = 0.125f * di_8 + 0.125f * dj_8 + 0.125f * dk_8 + A[c_8];
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 288u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_9 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_9 = (i * n + j_9) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_9 == 0 || k == 0 || i == n - 1 || j_9 == n - 1 || k == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_9] = A[c_9];
            } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float di_9 = A[c_9 + n * n] - 2.0f * A[c_9] + A[c_9 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dj_9 = A[c_9 + n] - 2.0f * A[c_9] + A[c_9 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dk_9 = A[c_9 + 1] - 2.0f * A[c_9] + A[c_9 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_9] = 0.125f * di_9 + 0.125f * dj_9 + 0.125f * dk_9 + A[c_9];
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 320u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_10 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_10 = (i * n + j_10) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_10 == 0 || k == 0 || i == n - 1 || j_10 == n - 1 || k == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_10] = A[c_10];
            } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float di_10 = A[c_10 + n * n] - 2.0f * A[c_10] + A[c_10 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dj_10 = A[c_10 + n] - 2.0f * A[c_10] + A[c_10 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dk_10 = A[c_10 + 1] - 2.0f * A[c_10] + A[c_10 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_10] = 0.125f * di_10 + 0.125f * dj_10 + 0.125f * dk_10 + A[c_10];
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 352u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_11 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_11 = (i * n + j_11) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_11 == 0 || k == 0 || i == n - 1 || j_11 == n - 1 || k == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_11] = A[c_11];
            } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float di_11 = A[c_11 + n * n] - 2.0f * A[c_11] + A[c_11 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dj_11 = A[c_11 + n] - 2.0f * A[c_11] + A[c_11 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dk_11 = A[c_11 + 1] - 2.0f * A[c_11] + A[c_11 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_11] = 0.125f * di_11 + 0.125f * dj_11 + 0.125f * dk_11 + A[c_11];
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 384u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_12 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_12 = (i * n + j_12) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_12 == 0 || k == 0 || i == n - 1 || j_12 == n - 1 || k == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_12] = A[c_12];
            } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float di_12 = A[c_12 + n * n] - 2.0f * A[c_12] + A[c_12 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dj_12 = A[c_12 + n] - 2.0f * A[c_12] + A[c_12 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dk_12 = A[c_12 + 1] - 2.0f * A[c_12] + A[c_12 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_12] = 0.125f * di_12 + 0.125f * dj_12 + 0.125f * dk_12 + A[c_12];
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 416u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_13 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_13 = (i * n + j_13) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_13 == 0 || k == 0 || i == n - 1 || j_13 == n - 1 || k == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_13] = A[c_13];
            } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float di_13 = A[c_13 + n * n] - 2.0f * A[c_13] + A[c_13 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dj_13 = A[c_13 + n] - 2.0f * A[c_13] + A[c_13 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dk_13 = A[c_13 + 1] - 2.0f * A[c_13] + A[c_13 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_13] = 0.125f * di_13 + 0.125f * dj_13 + 0.125f * dk_13 + A[c_13];
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 448u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_14 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_14 = (i * n + j_14) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_14 == 0 || k == 0 || i == n - 1 || j_14 == n - 1 || k == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_14] = A[c_14];
            } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float di_14 = A[c_14 + n * n] - 2.0f * A[c_14] + A[c_14 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dj_14 = A[c_14 + n] - 2.0f * A[c_14] + A[c_14 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dk_14 = A[c_14 + 1] - 2.0f * A[c_14] + A[c_14 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_14] = 0.125f * di_14 + 0.125f * dj_14 + 0.125f * dk_14 + A[c_14];
            }
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 480u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
        if (k < n && j_15 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            int c_15 = (i * n + j_15) * n + k;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
            if (i == 0 || j_15 == 0 || k == 0 || i == n - 1 || j_15 == n - 1 || k == n - 1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_15] = A[c_15];
            } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float di_15 = A[c_15 + n * n] - 2.0f * A[c_15] + A[c_15 - n * n];
#line 14 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dj_15 = A[c_15 + n] - 2.0f * A[c_15] + A[c_15 - n];
#line 15 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                float dk_15 = A[c_15 + 1] - 2.0f * A[c_15] + A[c_15 - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout/kernels/heat3d.cu"
                B[c_15] = 0.125f * di_15 + 0.125f * dj_15 + 0.125f * dk_15 + A[c_15];
            }
        }
}
