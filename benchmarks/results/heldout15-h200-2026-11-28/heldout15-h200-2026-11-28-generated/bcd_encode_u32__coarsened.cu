extern "C" __global__ void bcd_encode_u32_cf16x_st32(const unsigned int* value, unsigned int* bcd, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_4;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_5;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_6;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_7;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_8;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_9;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_10;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_11;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_12;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_13;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_14;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_15;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_0 = value[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_0 = 0; k_0 < 8; k_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_0 |= (v_0 % 10u) << (4 * k_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_0 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_0] = out_0;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_1 = value[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_1 = 0; k_1 < 8; k_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_1 |= (v_1 % 10u) << (4 * k_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_1 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_1] = out_1;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_2 = value[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_2 = 0; k_2 < 8; k_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_2 |= (v_2 % 10u) << (4 * k_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_2 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_2] = out_2;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_3 = value[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_3 = 0; k_3 < 8; k_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_3 |= (v_3 % 10u) << (4 * k_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_3 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_3] = out_3;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_4 = value[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_4 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_4 = 0; k_4 < 8; k_4++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_4 |= (v_4 % 10u) << (4 * k_4);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_4 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_4] = out_4;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_5 = value[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_5 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_5 = 0; k_5 < 8; k_5++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_5 |= (v_5 % 10u) << (4 * k_5);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_5 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_5] = out_5;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_6 = value[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_6 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_6 = 0; k_6 < 8; k_6++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_6 |= (v_6 % 10u) << (4 * k_6);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_6 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_6] = out_6;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_7 = value[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_7 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_7 = 0; k_7 < 8; k_7++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_7 |= (v_7 % 10u) << (4 * k_7);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_7 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_7] = out_7;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_8 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_8 = value[i_8];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_8 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_8 = 0; k_8 < 8; k_8++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_8 |= (v_8 % 10u) << (4 * k_8);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_8 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_8] = out_8;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_9 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_9 = value[i_9];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_9 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_9 = 0; k_9 < 8; k_9++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_9 |= (v_9 % 10u) << (4 * k_9);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_9 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_9] = out_9;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_10 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_10 = value[i_10];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_10 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_10 = 0; k_10 < 8; k_10++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_10 |= (v_10 % 10u) << (4 * k_10);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_10 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_10] = out_10;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_11 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_11 = value[i_11];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_11 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_11 = 0; k_11 < 8; k_11++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_11 |= (v_11 % 10u) << (4 * k_11);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_11 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_11] = out_11;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_12 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_12 = value[i_12];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_12 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_12 = 0; k_12 < 8; k_12++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_12 |= (v_12 % 10u) << (4 * k_12);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_12 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_12] = out_12;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_13 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_13 = value[i_13];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_13 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_13 = 0; k_13 < 8; k_13++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_13 |= (v_13 % 10u) << (4 * k_13);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_13 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_13] = out_13;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_14 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_14 = value[i_14];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_14 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_14 = 0; k_14 < 8; k_14++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_14 |= (v_14 % 10u) << (4 * k_14);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_14 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_14] = out_14;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        if (i_15 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int v_15 = value[i_15];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            unsigned int out_15 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            for (int k_15 = 0; k_15 < 8; k_15++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                out_15 |= (v_15 % 10u) << (4 * k_15);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
                v_15 /= 10u;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            bcd[i_15] = out_15;
        }
}
