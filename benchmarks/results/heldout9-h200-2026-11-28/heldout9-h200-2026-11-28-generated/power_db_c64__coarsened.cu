extern "C" __global__ void power_db_c64_cf16x_st32(const float2* z, float* db, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_4;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_5;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_6;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_7;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_8;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_9;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_10;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_11;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_12;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_13;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_14;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    int i_15;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_0 = z[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_0] = 10.0f * log10f(v_0.x * v_0.x + v_0.y * v_0.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_1 = z[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_1] = 10.0f * log10f(v_1.x * v_1.x + v_1.y * v_1.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_2 = z[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_2] = 10.0f * log10f(v_2.x * v_2.x + v_2.y * v_2.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_3 = z[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_3] = 10.0f * log10f(v_3.x * v_3.x + v_3.y * v_3.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_4 = z[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_4] = 10.0f * log10f(v_4.x * v_4.x + v_4.y * v_4.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_5 = z[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_5] = 10.0f * log10f(v_5.x * v_5.x + v_5.y * v_5.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_6 = z[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_6] = 10.0f * log10f(v_6.x * v_6.x + v_6.y * v_6.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_7 = z[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_7] = 10.0f * log10f(v_7.x * v_7.x + v_7.y * v_7.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_8 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_8 = z[i_8];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_8] = 10.0f * log10f(v_8.x * v_8.x + v_8.y * v_8.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_9 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_9 = z[i_9];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_9] = 10.0f * log10f(v_9.x * v_9.x + v_9.y * v_9.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_10 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_10 = z[i_10];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_10] = 10.0f * log10f(v_10.x * v_10.x + v_10.y * v_10.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_11 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_11 = z[i_11];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_11] = 10.0f * log10f(v_11.x * v_11.x + v_11.y * v_11.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_12 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_12 = z[i_12];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_12] = 10.0f * log10f(v_12.x * v_12.x + v_12.y * v_12.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_13 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_13 = z[i_13];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_13] = 10.0f * log10f(v_13.x * v_13.x + v_13.y * v_13.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_14 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_14 = z[i_14];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_14] = 10.0f * log10f(v_14.x * v_14.x + v_14.y * v_14.y + 1e-12f);
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
        if (i_15 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            float2 v_15 = z[i_15];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/power_db_c64.cu"
            db[i_15] = 10.0f * log10f(v_15.x * v_15.x + v_15.y * v_15.y + 1e-12f);
        }
}
