extern "C" __global__ void gelu_tanh_cf16x_st32(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_4;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_5;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_6;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_7;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_8;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_9;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_10;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_11;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_12;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_13;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_14;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    int i_15;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_0 = 0.7978846f * (v_0 + 0.044715f * v_0 * v_0 * v_0);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_0] = 0.5f * v_0 * (1.0f + tanhf(u_0));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_1 = 0.7978846f * (v_1 + 0.044715f * v_1 * v_1 * v_1);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_1] = 0.5f * v_1 * (1.0f + tanhf(u_1));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_2 = x[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_2 = 0.7978846f * (v_2 + 0.044715f * v_2 * v_2 * v_2);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_2] = 0.5f * v_2 * (1.0f + tanhf(u_2));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_3 = x[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_3 = 0.7978846f * (v_3 + 0.044715f * v_3 * v_3 * v_3);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_3] = 0.5f * v_3 * (1.0f + tanhf(u_3));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_4 = x[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_4 = 0.7978846f * (v_4 + 0.044715f * v_4 * v_4 * v_4);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_4] = 0.5f * v_4 * (1.0f + tanhf(u_4));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_5 = x[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_5 = 0.7978846f * (v_5 + 0.044715f * v_5 * v_5 * v_5);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_5] = 0.5f * v_5 * (1.0f + tanhf(u_5));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_6 = x[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_6 = 0.7978846f * (v_6 + 0.044715f * v_6 * v_6 * v_6);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_6] = 0.5f * v_6 * (1.0f + tanhf(u_6));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_7 = x[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_7 = 0.7978846f * (v_7 + 0.044715f * v_7 * v_7 * v_7);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_7] = 0.5f * v_7 * (1.0f + tanhf(u_7));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_8 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_8 = x[i_8];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_8 = 0.7978846f * (v_8 + 0.044715f * v_8 * v_8 * v_8);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_8] = 0.5f * v_8 * (1.0f + tanhf(u_8));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_9 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_9 = x[i_9];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_9 = 0.7978846f * (v_9 + 0.044715f * v_9 * v_9 * v_9);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_9] = 0.5f * v_9 * (1.0f + tanhf(u_9));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_10 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_10 = x[i_10];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_10 = 0.7978846f * (v_10 + 0.044715f * v_10 * v_10 * v_10);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_10] = 0.5f * v_10 * (1.0f + tanhf(u_10));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_11 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_11 = x[i_11];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_11 = 0.7978846f * (v_11 + 0.044715f * v_11 * v_11 * v_11);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_11] = 0.5f * v_11 * (1.0f + tanhf(u_11));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_12 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_12 = x[i_12];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_12 = 0.7978846f * (v_12 + 0.044715f * v_12 * v_12 * v_12);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_12] = 0.5f * v_12 * (1.0f + tanhf(u_12));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_13 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_13 = x[i_13];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_13 = 0.7978846f * (v_13 + 0.044715f * v_13 * v_13 * v_13);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_13] = 0.5f * v_13 * (1.0f + tanhf(u_13));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_14 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_14 = x[i_14];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_14 = 0.7978846f * (v_14 + 0.044715f * v_14 * v_14 * v_14);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_14] = 0.5f * v_14 * (1.0f + tanhf(u_14));
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
        if (i_15 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float v_15 = x[i_15];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            float u_15 = 0.7978846f * (v_15 + 0.044715f * v_15 * v_15 * v_15);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/gelu_tanh.cu"
            y[i_15] = 0.5f * v_15 * (1.0f + tanhf(u_15));
        }
}
