extern "C" __global__ void jacobi1d_cf16x_st32(const float* a, float* b, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_4;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_5;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_6;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_7;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_8;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_9;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_10;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_11;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_12;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_13;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_14;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    int i_15;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_0 == 0 || i_0 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_0] = a[i_0];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_0] = 0.33333f * (a[i_0 - 1] + a[i_0] + a[i_0 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_1 == 0 || i_1 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_1] = a[i_1];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_1] = 0.33333f * (a[i_1 - 1] + a[i_1] + a[i_1 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_2 == 0 || i_2 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_2] = a[i_2];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_2] = 0.33333f * (a[i_2 - 1] + a[i_2] + a[i_2 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_3 == 0 || i_3 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_3] = a[i_3];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_3] = 0.33333f * (a[i_3 - 1] + a[i_3] + a[i_3 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_4 == 0 || i_4 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_4] = a[i_4];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_4] = 0.33333f * (a[i_4 - 1] + a[i_4] + a[i_4 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_5 == 0 || i_5 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_5] = a[i_5];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_5] = 0.33333f * (a[i_5 - 1] + a[i_5] + a[i_5 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_6 == 0 || i_6 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_6] = a[i_6];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_6] = 0.33333f * (a[i_6 - 1] + a[i_6] + a[i_6 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_7 == 0 || i_7 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_7] = a[i_7];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_7] = 0.33333f * (a[i_7 - 1] + a[i_7] + a[i_7 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_8 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_8 == 0 || i_8 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_8] = a[i_8];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_8] = 0.33333f * (a[i_8 - 1] + a[i_8] + a[i_8 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_9 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_9 == 0 || i_9 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_9] = a[i_9];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_9] = 0.33333f * (a[i_9 - 1] + a[i_9] + a[i_9 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_10 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_10 == 0 || i_10 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_10] = a[i_10];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_10] = 0.33333f * (a[i_10 - 1] + a[i_10] + a[i_10 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_11 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_11 == 0 || i_11 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_11] = a[i_11];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_11] = 0.33333f * (a[i_11 - 1] + a[i_11] + a[i_11 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_12 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_12 == 0 || i_12 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_12] = a[i_12];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_12] = 0.33333f * (a[i_12 - 1] + a[i_12] + a[i_12 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_13 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_13 == 0 || i_13 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_13] = a[i_13];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_13] = 0.33333f * (a[i_13 - 1] + a[i_13] + a[i_13 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_14 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_14 == 0 || i_14 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_14] = a[i_14];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_14] = 0.33333f * (a[i_14 - 1] + a[i_14] + a[i_14 + 1]);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
        if (i_15 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
            if (i_15 == 0 || i_15 == n - 1)
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_15] = a[i_15];
            else
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/jacobi1d.cu"
                b[i_15] = 0.33333f * (a[i_15 - 1] + a[i_15] + a[i_15 + 1]);
        }
}
