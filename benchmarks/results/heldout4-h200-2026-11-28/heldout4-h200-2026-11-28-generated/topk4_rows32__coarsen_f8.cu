extern "C" __global__ void topk4_rows32_cf8x(const float* in, float* top, int rows) {
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    int r_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    int r_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    int r_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    int r_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    int r_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    int r_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    int r_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    int r_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    if (r_0 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t0_0 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t1_0 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t2_0 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t3_0 = -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        for (int j_0 = 0; j_0 < 32; j_0++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            float v_0 = in[r_0 * 32 + j_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            if (v_0 > t3_0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                if (v_0 > t2_0) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_0 = t2_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    if (v_0 > t1_0) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_0 = t1_0;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        if (v_0 > t0_0) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_0 = t0_0;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t0_0 = v_0;
                        } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_0 = v_0;
                        }
                    } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_0 = v_0;
                    }
                } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_0 = v_0;
                }
            }
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_0] = t0_0;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_0 + 1] = t1_0;
#line 31 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_0 + 2] = t2_0;
#line 32 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_0 + 3] = t3_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    if (r_1 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t0_1 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t1_1 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t2_1 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t3_1 = -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        for (int j_1 = 0; j_1 < 32; j_1++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            float v_1 = in[r_1 * 32 + j_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            if (v_1 > t3_1) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                if (v_1 > t2_1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_1 = t2_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    if (v_1 > t1_1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_1 = t1_1;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        if (v_1 > t0_1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_1 = t0_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t0_1 = v_1;
                        } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_1 = v_1;
                        }
                    } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_1 = v_1;
                    }
                } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_1 = v_1;
                }
            }
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_1] = t0_1;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_1 + 1] = t1_1;
#line 31 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_1 + 2] = t2_1;
#line 32 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_1 + 3] = t3_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    if (r_2 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t0_2 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t1_2 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t2_2 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t3_2 = -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        for (int j_2 = 0; j_2 < 32; j_2++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            float v_2 = in[r_2 * 32 + j_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            if (v_2 > t3_2) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                if (v_2 > t2_2) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_2 = t2_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    if (v_2 > t1_2) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_2 = t1_2;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        if (v_2 > t0_2) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_2 = t0_2;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t0_2 = v_2;
                        } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_2 = v_2;
                        }
                    } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_2 = v_2;
                    }
                } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_2 = v_2;
                }
            }
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_2] = t0_2;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_2 + 1] = t1_2;
#line 31 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_2 + 2] = t2_2;
#line 32 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_2 + 3] = t3_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    if (r_3 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t0_3 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t1_3 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t2_3 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t3_3 = -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        for (int j_3 = 0; j_3 < 32; j_3++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            float v_3 = in[r_3 * 32 + j_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            if (v_3 > t3_3) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                if (v_3 > t2_3) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_3 = t2_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    if (v_3 > t1_3) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_3 = t1_3;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        if (v_3 > t0_3) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_3 = t0_3;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t0_3 = v_3;
                        } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_3 = v_3;
                        }
                    } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_3 = v_3;
                    }
                } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_3 = v_3;
                }
            }
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_3] = t0_3;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_3 + 1] = t1_3;
#line 31 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_3 + 2] = t2_3;
#line 32 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_3 + 3] = t3_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    if (r_4 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t0_4 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t1_4 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t2_4 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t3_4 = -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        for (int j_4 = 0; j_4 < 32; j_4++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            float v_4 = in[r_4 * 32 + j_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            if (v_4 > t3_4) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                if (v_4 > t2_4) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_4 = t2_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    if (v_4 > t1_4) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_4 = t1_4;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        if (v_4 > t0_4) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_4 = t0_4;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t0_4 = v_4;
                        } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_4 = v_4;
                        }
                    } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_4 = v_4;
                    }
                } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_4 = v_4;
                }
            }
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_4] = t0_4;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_4 + 1] = t1_4;
#line 31 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_4 + 2] = t2_4;
#line 32 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_4 + 3] = t3_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    if (r_5 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t0_5 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t1_5 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t2_5 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t3_5 = -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        for (int j_5 = 0; j_5 < 32; j_5++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            float v_5 = in[r_5 * 32 + j_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            if (v_5 > t3_5) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                if (v_5 > t2_5) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_5 = t2_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    if (v_5 > t1_5) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_5 = t1_5;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        if (v_5 > t0_5) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_5 = t0_5;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t0_5 = v_5;
                        } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_5 = v_5;
                        }
                    } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_5 = v_5;
                    }
                } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_5 = v_5;
                }
            }
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_5] = t0_5;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_5 + 1] = t1_5;
#line 31 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_5 + 2] = t2_5;
#line 32 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_5 + 3] = t3_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    if (r_6 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t0_6 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t1_6 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t2_6 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t3_6 = -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        for (int j_6 = 0; j_6 < 32; j_6++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            float v_6 = in[r_6 * 32 + j_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            if (v_6 > t3_6) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                if (v_6 > t2_6) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_6 = t2_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    if (v_6 > t1_6) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_6 = t1_6;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        if (v_6 > t0_6) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_6 = t0_6;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t0_6 = v_6;
                        } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_6 = v_6;
                        }
                    } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_6 = v_6;
                    }
                } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_6 = v_6;
                }
            }
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_6] = t0_6;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_6 + 1] = t1_6;
#line 31 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_6 + 2] = t2_6;
#line 32 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_6 + 3] = t3_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    if (r_7 < rows) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t0_7 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t1_7 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t2_7 = -3e38f;
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        float t3_7 = -3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        for (int j_7 = 0; j_7 < 32; j_7++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            float v_7 = in[r_7 * 32 + j_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
            if (v_7 > t3_7) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                if (v_7 > t2_7) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_7 = t2_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    if (v_7 > t1_7) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_7 = t1_7;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        if (v_7 > t0_7) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_7 = t0_7;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t0_7 = v_7;
                        } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                            t1_7 = v_7;
                        }
                    } else {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                        t2_7 = v_7;
                    }
                } else {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
                    t3_7 = v_7;
                }
            }
        }
#line 29 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_7] = t0_7;
#line 30 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_7 + 1] = t1_7;
#line 31 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_7 + 2] = t2_7;
#line 32 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
        top[4 * r_7 + 3] = t3_7;
    }
}
