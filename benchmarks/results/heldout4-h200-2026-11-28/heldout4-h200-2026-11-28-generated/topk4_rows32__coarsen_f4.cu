extern "C" __global__ void topk4_rows32_cf4x(const float* in, float* top, int rows) {
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    int r_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    int r_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    int r_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout4/kernels/topk4_rows32.cu"
    int r_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
