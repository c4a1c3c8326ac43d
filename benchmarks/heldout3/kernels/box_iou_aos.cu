// Held-out suite 3 (frozen). Intersection over union of each box (x0, y0, x1, y1; four
// floats stored box after box) with one query box; one thread per box, reading the four
// fields one by one.
extern "C" __global__ void box_iou_aos(const float *boxes, float *iou, float qx0, float qy0,
                                       float qx1, float qy1, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x0 = boxes[4 * i + 0];
        float y0 = boxes[4 * i + 1];
        float x1 = boxes[4 * i + 2];
        float y1 = boxes[4 * i + 3];
        float w = fminf(x1, qx1) - fmaxf(x0, qx0);
        float h = fminf(y1, qy1) - fmaxf(y0, qy0);
        float inter = fmaxf(w, 0.0f) * fmaxf(h, 0.0f);
        float uni = (x1 - x0) * (y1 - y0) + (qx1 - qx0) * (qy1 - qy0) - inter;
        iou[i] = inter / uni;
    }
}
