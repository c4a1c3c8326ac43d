extern "C" __global__ void box_iou_aos(const float* boxes, float* iou, float qx0, float qy0, float qx1, float qy1, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
    if (i < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x0 = boxes[4 * i + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y0 = boxes[4 * i + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float x1 = boxes[4 * i + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float y1 = boxes[4 * i + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float w = fminf(x1, qx1) - fmaxf(x0, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float h = fminf(y1, qy1) - fmaxf(y0, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float inter = fmaxf(w, 0.0f) * fmaxf(h, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        float uni = (x1 - x0) * (y1 - y0) + (qx1 - qx0) * (qy1 - qy0) - inter;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cu"
        iou[i] = inter / uni;
    }
}
