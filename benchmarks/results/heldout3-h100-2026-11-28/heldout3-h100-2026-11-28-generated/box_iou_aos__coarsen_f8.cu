extern "C" __global__ void box_iou_aos_cf8x(const float* boxes, float* iou, float qx0, float qy0, float qx1, float qy1, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x0_0 = boxes[4 * i_0 + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y0_0 = boxes[4 * i_0 + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x1_0 = boxes[4 * i_0 + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y1_0 = boxes[4 * i_0 + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float w_0 = fminf(x1_0, qx1) - fmaxf(x0_0, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float h_0 = fminf(y1_0, qy1) - fmaxf(y0_0, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float inter_0 = fmaxf(w_0, 0.0f) * fmaxf(h_0, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float uni_0 = (x1_0 - x0_0) * (y1_0 - y0_0) + (qx1 - qx0) * (qy1 - qy0) - inter_0;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        iou[i_0] = inter_0 / uni_0;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x0_1 = boxes[4 * i_1 + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y0_1 = boxes[4 * i_1 + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x1_1 = boxes[4 * i_1 + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y1_1 = boxes[4 * i_1 + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float w_1 = fminf(x1_1, qx1) - fmaxf(x0_1, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float h_1 = fminf(y1_1, qy1) - fmaxf(y0_1, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float inter_1 = fmaxf(w_1, 0.0f) * fmaxf(h_1, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float uni_1 = (x1_1 - x0_1) * (y1_1 - y0_1) + (qx1 - qx0) * (qy1 - qy0) - inter_1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        iou[i_1] = inter_1 / uni_1;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x0_2 = boxes[4 * i_2 + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y0_2 = boxes[4 * i_2 + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x1_2 = boxes[4 * i_2 + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y1_2 = boxes[4 * i_2 + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float w_2 = fminf(x1_2, qx1) - fmaxf(x0_2, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float h_2 = fminf(y1_2, qy1) - fmaxf(y0_2, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float inter_2 = fmaxf(w_2, 0.0f) * fmaxf(h_2, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float uni_2 = (x1_2 - x0_2) * (y1_2 - y0_2) + (qx1 - qx0) * (qy1 - qy0) - inter_2;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        iou[i_2] = inter_2 / uni_2;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x0_3 = boxes[4 * i_3 + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y0_3 = boxes[4 * i_3 + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x1_3 = boxes[4 * i_3 + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y1_3 = boxes[4 * i_3 + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float w_3 = fminf(x1_3, qx1) - fmaxf(x0_3, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float h_3 = fminf(y1_3, qy1) - fmaxf(y0_3, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float inter_3 = fmaxf(w_3, 0.0f) * fmaxf(h_3, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float uni_3 = (x1_3 - x0_3) * (y1_3 - y0_3) + (qx1 - qx0) * (qy1 - qy0) - inter_3;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        iou[i_3] = inter_3 / uni_3;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x0_4 = boxes[4 * i_4 + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y0_4 = boxes[4 * i_4 + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x1_4 = boxes[4 * i_4 + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y1_4 = boxes[4 * i_4 + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float w_4 = fminf(x1_4, qx1) - fmaxf(x0_4, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float h_4 = fminf(y1_4, qy1) - fmaxf(y0_4, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float inter_4 = fmaxf(w_4, 0.0f) * fmaxf(h_4, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float uni_4 = (x1_4 - x0_4) * (y1_4 - y0_4) + (qx1 - qx0) * (qy1 - qy0) - inter_4;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        iou[i_4] = inter_4 / uni_4;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x0_5 = boxes[4 * i_5 + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y0_5 = boxes[4 * i_5 + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x1_5 = boxes[4 * i_5 + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y1_5 = boxes[4 * i_5 + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float w_5 = fminf(x1_5, qx1) - fmaxf(x0_5, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float h_5 = fminf(y1_5, qy1) - fmaxf(y0_5, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float inter_5 = fmaxf(w_5, 0.0f) * fmaxf(h_5, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float uni_5 = (x1_5 - x0_5) * (y1_5 - y0_5) + (qx1 - qx0) * (qy1 - qy0) - inter_5;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        iou[i_5] = inter_5 / uni_5;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x0_6 = boxes[4 * i_6 + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y0_6 = boxes[4 * i_6 + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x1_6 = boxes[4 * i_6 + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y1_6 = boxes[4 * i_6 + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float w_6 = fminf(x1_6, qx1) - fmaxf(x0_6, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float h_6 = fminf(y1_6, qy1) - fmaxf(y0_6, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float inter_6 = fmaxf(w_6, 0.0f) * fmaxf(h_6, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float uni_6 = (x1_6 - x0_6) * (y1_6 - y0_6) + (qx1 - qx0) * (qy1 - qy0) - inter_6;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        iou[i_6] = inter_6 / uni_6;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x0_7 = boxes[4 * i_7 + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y0_7 = boxes[4 * i_7 + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x1_7 = boxes[4 * i_7 + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y1_7 = boxes[4 * i_7 + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float w_7 = fminf(x1_7, qx1) - fmaxf(x0_7, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float h_7 = fminf(y1_7, qy1) - fmaxf(y0_7, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float inter_7 = fmaxf(w_7, 0.0f) * fmaxf(h_7, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float uni_7 = (x1_7 - x0_7) * (y1_7 - y0_7) + (qx1 - qx0) * (qy1 - qy0) - inter_7;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        iou[i_7] = inter_7 / uni_7;
    }
}
