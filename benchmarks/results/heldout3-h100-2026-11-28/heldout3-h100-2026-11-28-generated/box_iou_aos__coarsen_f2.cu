extern "C" __global__ void box_iou_aos_cf2x(const float* boxes, float* iou, float qx0, float qy0, float qx1, float qy1, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
